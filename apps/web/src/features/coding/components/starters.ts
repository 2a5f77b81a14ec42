import type { CodingLanguage } from '@pathshala/shared/coding-constants';

/** What the editor holds before a learner writes anything: read stdin, write stdout, as assessments do. */
export const STARTER_TEMPLATES: Record<CodingLanguage, string> = {
  cpp: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // Read the input from stdin and print the answer to stdout.

    return 0;
}
`,
  java: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        // Read the input from stdin and print the answer to stdout.

    }
}
`,
  python: `import sys


def main():
    data = sys.stdin.read().split()
    # Read the input from stdin and print the answer to stdout.


main()
`,
  javascript: `const data = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/);
// Read the input from stdin and print the answer to stdout.

`,
};
