import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        long best = Long.MIN_VALUE, current = 0;
        for (int i = 0; i < n; i++) {
            long p = Long.parseLong(tokens.nextToken());
            current = Math.max(p, current + p);
            best = Math.max(best, current);
        }
        System.out.println(best);
    }
}
