import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken(); int n = (int) in.nval;
        int[] w = new int[n];
        int total = 0;
        for (int i = 0; i < n; i++) { in.nextToken(); w[i] = (int) in.nval; total += w[i]; }
        if (total % 2 != 0) { System.out.println("NO"); return; }
        boolean[] reachable = new boolean[total / 2 + 1];
        reachable[0] = true;
        for (int x : w) for (int s = total / 2; s >= x; s--) if (reachable[s - x]) reachable[s] = true;
        System.out.println(reachable[total / 2] ? "YES" : "NO");
    }
}
