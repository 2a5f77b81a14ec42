import type { CodingLanguage } from '@pathshala/shared/coding-constants';

/**
 * Hostile submissions, one per language, that read an attack's name (and for some a port or a path) and carry
 * it out. An attack that is refused prints `denied`; one that succeeds prints what it got.
 */
export const HOSTILE_PROGRAMS: Record<CodingLanguage, string> = {
  cpp: `#include <bits/stdc++.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <unistd.h>
using namespace std;
int main() {
  string attack, argument; cin >> attack >> argument;
  if (attack == "loop") { volatile unsigned long long n = 0; while (true) n++; }
  if (attack == "fork-bomb") { while (true) fork(); }
  if (attack == "allocate-4gb") {
    char *block = (char *)malloc(4ULL << 30);
    if (!block) throw bad_alloc();
    memset(block, 1, 4ULL << 30);
    cout << (int)block[4096] << endl;
  }
  if (attack == "stdout-1gb") { string mb(1 << 20, 'x'); for (int i = 0; i < 1024; i++) fwrite(mb.data(), 1, mb.size(), stdout); }
  if (attack == "disk-1gb") {
    string mb(1 << 20, 'x');
    for (int file = 0; file < 64; file++) {
      FILE *out = fopen(("/box/big" + to_string(file)).c_str(), "w");
      if (!out) { cout << "denied" << endl; return 0; }
      for (int i = 0; i < 16; i++) if (fwrite(mb.data(), 1, mb.size(), out) != mb.size()) { cout << "denied" << endl; return 0; }
      if (fclose(out) != 0) { cout << "denied" << endl; return 0; }
    }
    cout << "wrote 1 GB" << endl;
  }
  if (attack == "network") {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in to{}; to.sin_family = AF_INET; to.sin_port = htons(stoi(argument)); inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
    cout << (s >= 0 && connect(s, (sockaddr *)&to, sizeof to) == 0 ? "connected" : "denied") << endl;
  }
  if (attack == "read-file") {
    ifstream in(argument);
    string line;
    if (in && getline(in, line)) cout << line << endl; else cout << "denied" << endl;
  }
  if (attack == "shell") {
    string command = "touch " + argument;
    execl("/bin/sh", "sh", "-c", command.c_str(), (char *)0);
    execl("/usr/bin/sh", "sh", "-c", command.c_str(), (char *)0);
    cout << "denied" << endl;
  }
}
`,
  java: `import java.io.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;
public class Main {
  public static void main(String[] args) throws Exception {
    Scanner in = new Scanner(System.in);
    String attack = in.next(), argument = in.hasNext() ? in.next() : "";
    if (attack.equals("loop")) { long n = 0; while (true) n++; }
    if (attack.equals("fork-bomb")) {
      List<Thread> threads = new ArrayList<>();
      while (true) { Thread t = new Thread(() -> { while (true) {} }); t.start(); threads.add(t); }
    }
    if (attack.equals("allocate-4gb")) { long[][] blocks = new long[32][]; for (int i = 0; i < 32; i++) blocks[i] = new long[16 << 20]; System.out.println(blocks[31][7]); }
    if (attack.equals("stdout-1gb")) {
      byte[] mb = new byte[1 << 20]; Arrays.fill(mb, (byte) 'x');
      for (int i = 0; i < 1024; i++) System.out.write(mb, 0, mb.length);
      System.out.flush();
    }
    if (attack.equals("disk-1gb")) {
      byte[] mb = new byte[1 << 20];
      try {
        for (int file = 0; file < 64; file++) try (OutputStream out = new FileOutputStream("/box/big" + file)) { for (int i = 0; i < 16; i++) out.write(mb); }
        System.out.println("wrote 1 GB");
      } catch (IOException e) { System.out.println("denied"); }
    }
    if (attack.equals("network")) {
      try (Socket s = new Socket()) { s.connect(new InetSocketAddress("127.0.0.1", Integer.parseInt(argument)), 1000); System.out.println("connected"); }
      catch (IOException e) { System.out.println("denied"); }
    }
    if (attack.equals("read-file")) {
      try { System.out.println(Files.readAllLines(Path.of(argument)).get(0)); } catch (IOException e) { System.out.println("denied"); }
    }
    if (attack.equals("shell")) {
      try { Process p = new ProcessBuilder("/bin/sh", "-c", "touch " + argument).start(); System.out.println(new String(p.getInputStream().readAllBytes())); }
      catch (IOException e) { System.out.println("denied"); }
    }
  }
}
`,
  python: `import sys
words = sys.stdin.read().split()
attack, argument = words[0], (words[1] if len(words) > 1 else '')
if attack == 'loop':
    while True:
        pass
elif attack == 'fork-bomb':
    import os
    try:
        while True:
            os.fork()
    except Exception:
        print('denied')
elif attack == 'allocate-4gb':
    blocks = [bytearray(1 << 20) for _ in range(4096)]
    print(len(blocks))
elif attack == 'stdout-1gb':
    mb = 'x' * (1 << 20)
    for _ in range(1024):
        sys.stdout.write(mb)
elif attack == 'disk-1gb':
    mb = b'x' * (1 << 20)
    try:
        for file in range(64):
            with open('/tmp/big%d' % file, 'wb') as out:
                for _ in range(16):
                    out.write(mb)
        print('wrote 1 GB')
    except OSError:
        print('denied')
elif attack == 'network':
    import socket
    try:
        socket.create_connection(('127.0.0.1', int(argument)), timeout=1)
        print('connected')
    except Exception:
        print('denied')
elif attack == 'read-file':
    try:
        print(open(argument).readline().strip())
    except Exception:
        try:
            import js
            print(js.require('fs').readFileSync(argument, 'utf8'))
        except Exception:
            try:
                import ctypes
                print('ctypes', ctypes.CDLL(None))
            except Exception:
                print('denied')
elif attack == 'shell':
    import os
    try:
        status = os.system('touch ' + argument)
    except Exception:
        status = -1
    try:
        import subprocess
        print(subprocess.run(['/bin/sh', '-c', 'touch ' + argument]).returncode)
    except Exception:
        print('denied' if status != 0 else 'shell ran')
`,
  javascript: `const [attack, argument] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/);
const tryOr = (attempt) => { try { return attempt(); } catch { return 'denied'; } };
if (attack === 'loop') { while (true) {} }
if (attack === 'fork-bomb') console.log(tryOr(() => { for (;;) require('child_process').fork('main.js'); }));
if (attack === 'allocate-4gb') { const blocks = []; for (let i = 0; i < 16; i++) blocks.push(new ArrayBuffer(256 << 20)); console.log(blocks.length); }
if (attack === 'stdout-1gb') { const mb = 'x'.repeat(1 << 20); for (let i = 0; i < 1024; i++) process.stdout.write(mb); }
if (attack === 'disk-1gb') console.log(tryOr(() => { require('fs').writeFileSync('/tmp/big', 'x'.repeat(1 << 30)); return 'wrote 1 GB'; }));
if (attack === 'network') console.log(tryOr(() => { require('net').connect(Number(argument), '127.0.0.1'); return 'connected'; }));
if (attack === 'read-file') console.log(tryOr(() => require('fs').readFileSync(argument, 'utf8').split('\\n')[0]));
if (attack === 'shell') console.log(tryOr(() => String(require('child_process').execSync('touch ' + argument))));
`,
};
