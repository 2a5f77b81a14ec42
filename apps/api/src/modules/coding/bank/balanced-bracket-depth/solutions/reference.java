import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        String s = new BufferedReader(new InputStreamReader(System.in)).readLine().trim();
        char[] stack = new char[s.length()];
        int top = 0, depth = 0;
        for (char c : s.toCharArray()) {
            if (c == '(' || c == '[' || c == '{') { stack[top++] = c; depth = Math.max(depth, top); continue; }
            char want = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (top == 0 || stack[top - 1] != want) { System.out.println(-1); return; }
            top--;
        }
        System.out.println(top == 0 ? depth : -1);
    }
}
