import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        HashMap<String, Integer> families = new HashMap<>();
        int largest = 0;
        for (int i = 0; i < n; i++) {
            char[] letters = in.readLine().trim().toCharArray();
            Arrays.sort(letters);
            largest = Math.max(largest, families.merge(new String(letters), 1, Integer::sum));
        }
        System.out.println(families.size() + " " + largest);
    }
}
