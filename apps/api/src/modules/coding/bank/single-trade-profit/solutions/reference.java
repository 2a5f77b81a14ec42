import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        int lowest = Integer.MAX_VALUE, best = 0;
        for (int i = 0; i < n; i++) {
            int p = Integer.parseInt(tokens.nextToken());
            if (lowest != Integer.MAX_VALUE) best = Math.max(best, p - lowest);
            lowest = Math.min(lowest, p);
        }
        System.out.println(best);
    }
}
