import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int s = (int) in.nval;
        long[] ways = new long[s + 1];
        ways[0] = 1;
        for (int i = 0; i < n; i++) {
            in.nextToken(); int c = (int) in.nval;
            for (int v = c; v <= s; v++) ways[v] = (ways[v] + ways[v - c]) % 1_000_000_007L;
        }
        System.out.println(ways[s]);
    }
}
