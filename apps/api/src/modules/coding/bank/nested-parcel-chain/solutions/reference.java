import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken(); int n = (int) in.nval;
        long[][] p = new long[n][2];
        for (int i = 0; i < n; i++) { in.nextToken(); p[i][0] = (long) in.nval; in.nextToken(); p[i][1] = (long) in.nval; }
        Arrays.sort(p, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(b[1], a[1]));
        long[] tails = new long[n];
        int size = 0;
        for (long[] parcel : p) {
            int lo = 0, hi = size;
            while (lo < hi) { int mid = (lo + hi) >>> 1; if (tails[mid] < parcel[1]) lo = mid + 1; else hi = mid; }
            tails[lo] = parcel[1];
            if (lo == size) size++;
        }
        System.out.println(size);
    }
}
