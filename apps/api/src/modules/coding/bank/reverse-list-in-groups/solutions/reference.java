import java.io.*;
import java.util.*;

class Main {
    static final class Node { int value; Node next; Node(int v) { value = v; } }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int k = (int) in.nval;
        Node dummy = new Node(0), tail = dummy;
        for (int i = 0; i < n; i++) { in.nextToken(); tail.next = new Node((int) in.nval); tail = tail.next; }
        Node before = dummy;
        while (true) {
            Node probe = before.next;
            int count = 0;
            while (probe != null && count < k) { probe = probe.next; count++; }
            if (count < k) break;
            Node first = before.next, prev = probe, cur = first;
            for (int i = 0; i < k; i++) { Node next = cur.next; cur.next = prev; prev = cur; cur = next; }
            before.next = prev;
            before = first;
        }
        StringBuilder out = new StringBuilder();
        for (Node cur = dummy.next; cur != null; cur = cur.next) out.append(cur.value).append(cur.next != null ? ' ' : '\n');
        System.out.print(out);
    }
}
