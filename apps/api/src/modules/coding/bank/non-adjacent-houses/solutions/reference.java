import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        long take = 0, skip = 0;
        for (int i = 0; i < n; i++) {
            long d = Long.parseLong(tokens.nextToken());
            long nextTake = skip + d;
            skip = Math.max(skip, take);
            take = nextTake;
        }
        System.out.println(Math.max(take, skip));
    }
}
