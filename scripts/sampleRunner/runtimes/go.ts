import fs from 'node:fs';
import path from 'node:path';
import {build, onPath, trustEnv, type Runtime} from './runtime';

const moduleName = 'samplerun';

/**
 * A module holding the sample at its title's path (`bramble/verify.go`), or in
 * a folder named after its package, so that a library package is importable.
 */
function writeModule(dir: string, title: string, fallback: string, code: string): string {
  fs.writeFileSync(path.join(dir, 'go.mod'), `module ${moduleName}\n\ngo 1.19\n`);
  const packageName = /^package (\w+)/m.exec(code)?.[1] ?? 'main';
  const name = title || fallback;
  const relative = name.includes('/') || packageName === 'main' ? name : `${packageName}/${name}`;
  fs.mkdirSync(path.join(dir, path.dirname(relative)), {recursive: true});
  fs.writeFileSync(path.join(dir, relative), code);
  return path.dirname(relative);
}

/** The driver: calls the package's function per stdin line; passes a context when the function takes one. */
function goDriver(importPath: string, entry: string, takesContext: boolean): string {
  return `package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"

	sample "${importPath}"
)

var _ = context.Background

func main() {
	lines := bufio.NewScanner(os.Stdin)
	for lines.Scan() {
		var c struct {
			Token    string  \`json:"token"\`
			Remoteip *string \`json:"remoteip"\`
		}
		if err := json.Unmarshal(lines.Bytes(), &c); err != nil {
			panic(err)
		}
		ip := ""
		if c.Remoteip != nil {
			ip = *c.Remoteip
		}
		result := sample.${entry}(${takesContext ? 'context.Background(), ' : ''}c.Token, ip)
		out, _ := json.Marshal(map[string]interface{}{"result": result})
		fmt.Println("@@result " + string(out))
	}
}
`;
}

export const goRuntime: Runtime = {
  missing: () => (onPath('go') ? undefined : 'no Go toolchain (apt-get install golang-go)'),
  async prepareDriver(dir, sample, code, trust) {
    const packageDir = writeModule(dir, sample.title, 'sample/sample.go', code);
    if (packageDir === '.')
      throw new Error(
        `${sample.where}: a Go function sample needs a title with its package folder`,
      );
    const takesContext = new RegExp(`func ${sample.entry}\\(\\s*ctx context\\.Context`).test(code);
    fs.mkdirSync(path.join(dir, 'cmd/driver'), {recursive: true});
    fs.writeFileSync(
      path.join(dir, 'cmd/driver/main.go'),
      goDriver(`${moduleName}/${packageDir}`, sample.entry, takesContext),
    );
    await build('go', ['build', '-o', 'driver', './cmd/driver'], dir);
    return {command: path.join(dir, 'driver'), args: [], cwd: dir, env: trustEnv(trust)};
  },
  async prepareProgram(dir, sample, code, trust) {
    writeModule(dir, sample.title, 'main.go', code);
    await build('go', ['build', '-o', 'program', '.'], dir);
    return {command: path.join(dir, 'program'), args: [], cwd: dir, env: trustEnv(trust)};
  },
};
