import type { CodingLanguage } from '@pathshala/shared/coding-constants';

/**
 * Test submissions, one per language, that read a word and act on it: `sum A B` prints A+B, `wrong` prints a
 * wrong answer, `loop` never ends, `allocate` asks for 512 MB and touches it, `crash` fails at run time. One
 * submission earns every run-time verdict, so each language's runtime is loaded once per test file.
 */
export const VERDICT_PROGRAMS: Record<CodingLanguage, string> = {
  cpp: `#include <bits/stdc++.h>
using namespace std;
int main() {
  string word; cin >> word;
  if (word == "sum") { long long a, b; cin >> a >> b; cout << a + b << "\\n"; }
  else if (word == "wrong") { cout << 42 << "\\n"; }
  else if (word == "loop") { volatile unsigned long long n = 0; while (true) n++; }
  else if (word == "allocate") { vector<char> block(512u << 20, 1); cout << (int)block[12345] << "\\n"; }
  else if (word == "crash") { vector<int> v; return v.at(3); }
}
`,
  java: `import java.util.*;
public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    String word = in.next();
    if (word.equals("sum")) System.out.println(in.nextLong() + in.nextLong());
    else if (word.equals("wrong")) System.out.println(42);
    else if (word.equals("loop")) { long n = 0; while (true) n++; }
    else if (word.equals("allocate")) { byte[] block = new byte[512 << 20]; block[12345] = 1; System.out.println(block[12345]); }
    else if (word.equals("crash")) { int[] v = new int[1]; System.out.println(v[3]); }
  }
}
`,
  python: `import sys
words = sys.stdin.read().split()
if words[0] == 'sum':
    print(int(words[1]) + int(words[2]))
elif words[0] == 'wrong':
    print(42)
elif words[0] == 'loop':
    n = 0
    while True:
        n += 1
elif words[0] == 'allocate':
    block = bytearray(512 << 20)
    print(block[12345])
elif words[0] == 'crash':
    print([][3])
`,
  javascript: `const words = require('fs').readFileSync(0, 'utf8').split(/\\s+/);
if (words[0] === 'sum') console.log(Number(words[1]) + Number(words[2]));
else if (words[0] === 'wrong') console.log(42);
else if (words[0] === 'loop') { let n = 0; while (true) n++; }
else if (words[0] === 'allocate') { const block = new Uint8Array(512 << 20); console.log(block[12345]); }
else if (words[0] === 'crash') { null.field; }
`,
};

/** A submission that does not compile (for Python and JavaScript: does not parse). */
export const BROKEN_PROGRAMS: Record<CodingLanguage, string> = {
  cpp: 'int main() { return undefined_name; }\n',
  java: 'public class Main { public static void main(String[] args) { int x = "text"; } }\n',
  python: 'def main(:\n    pass\n',
  javascript: 'const x = ;\n',
};

/** A right answer to `sum A B`, written plainly: the submission judged after each hostile one. */
export const SUM_PROGRAMS: Record<CodingLanguage, string> = {
  cpp: '#include <cstdio>\nint main(){ char w[8]; long long a, b; scanf("%7s %lld %lld", w, &a, &b); printf("%lld\\n", a + b); }\n',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); s.next(); System.out.println(s.nextLong() + s.nextLong()); } }\n',
  python: '_, a, b = input().split()\nprint(int(a) + int(b))\n',
  javascript:
    'const [, a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/);\nconsole.log(Number(a) + Number(b));\n',
};
