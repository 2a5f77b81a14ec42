import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int q = (int) in.nval;
        long[] prefix = new long[n + 1];
        for (int i = 1; i <= n; i++) { in.nextToken(); prefix[i] = prefix[i - 1] + (long) in.nval; }
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            in.nextToken(); int l = (int) in.nval;
            in.nextToken(); int r = (int) in.nval;
            out.append(prefix[r] - prefix[l - 1]).append('\n');
        }
        System.out.print(out);
    }
}
