import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); long t = (long) in.nval;
        HashMap<Long, Integer> seen = new HashMap<>();
        for (int j = 0; j < n; j++) {
            in.nextToken(); long x = (long) in.nval;
            Integer i = seen.get(t - x);
            if (i != null) { System.out.println((i + 1) + " " + (j + 1)); return; }
            seen.putIfAbsent(x, j);
        }
        System.out.println(-1);
    }
}
