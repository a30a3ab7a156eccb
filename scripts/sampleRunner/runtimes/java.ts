import fs from 'node:fs';
import path from 'node:path';
import {build, onPath, sampleFileName, trustEnv, type Runtime, type Trust} from './runtime';

/** Debian's Jackson (apt-get install libjackson2-databind-java), which the samples import. */
const jacksonJars = ['jackson-databind', 'jackson-core', 'jackson-annotations'].map(
  (name) => `/usr/share/java/${name}.jar`,
);
const classPath = (extra: string) => [extra, ...jacksonJars].join(':');
// One GC thread and the quick compiler only: on a busy 2-core machine, more delayed a cold JVM's
// first TLS handshake past the samples' own 3 s connect timeout.
const quickStart = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
const trustFlags = (trust: Trust) => [
  ...quickStart,
  `-Djavax.net.ssl.trustStore=${trust.javaTrustStore}`,
  '-Djavax.net.ssl.trustStorePassword=changeit',
];

/** The driver: `Class.method` called statically, or on one instance made with the no-argument constructor. */
function javaDriver(className: string, method: string, isStatic: boolean): string {
  const target = isStatic ? className : 'sample';
  return `import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;

public class SampleDriver {
    public static void main(String[] args) throws Exception {
        ObjectMapper json = new ObjectMapper();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        ${isStatic ? '' : `${className} sample = new ${className}();`}
        String line;
        while ((line = in.readLine()) != null) {
            JsonNode c = json.readTree(line);
            String token = c.path("token").isNull() ? null : c.path("token").asText();
            String ip = c.path("remoteip").isNull() ? null : c.path("remoteip").asText();
            Map<String, Object> outcome = new HashMap<>();
            try {
                outcome.put("result", String.valueOf(${target}.${method}(token, ip)));
            } catch (Exception e) {
                outcome.put("error", e.toString());
            }
            System.out.println("@@result " + json.writeValueAsString(outcome));
            System.out.flush();
        }
    }
}
`;
}

export const javaRuntime: Runtime = {
  missing() {
    const absent = ['java', 'javac', 'keytool'].filter((tool) => !onPath(tool));
    if (absent.length > 0) return `no ${absent.join(', ')} (apt-get install default-jdk-headless)`;
    if (!jacksonJars.every((jar) => fs.existsSync(jar)))
      return 'no Jackson (apt-get install libjackson2-databind-java)';
    return undefined;
  },
  async prepareDriver(dir, sample, code, trust) {
    const [className, method] = sample.entry.split('.');
    if (!className || !method) throw new Error(`${sample.where}: entry must be Class.method`);
    const isStatic = new RegExp(`static\\s+[\\w<>.]+\\s+${method}\\(`).test(code);
    fs.writeFileSync(path.join(dir, sampleFileName(sample, `${className}.java`)), code);
    fs.writeFileSync(path.join(dir, 'SampleDriver.java'), javaDriver(className, method, isStatic));
    const sources = fs.readdirSync(dir).filter((f) => f.endsWith('.java'));
    await build('javac', ['-cp', classPath(dir), '-d', 'classes', ...sources], dir);
    return {
      command: 'java',
      args: [...trustFlags(trust), '-cp', classPath(path.join(dir, 'classes')), 'SampleDriver'],
      cwd: dir,
      env: trustEnv(trust),
    };
  },
  // One javac for every case, each case's program in a package of its own (same class name):
  // the source launcher compiled the program again at each of the five runs.
  async preparePrograms(dir, sample, codes, trust) {
    const file = sampleFileName(sample, 'Sample.java');
    const className = path.basename(file, '.java');
    const sources = codes.map((code, index) => {
      const source = path.join(`case${index}`, file);
      fs.mkdirSync(path.join(dir, `case${index}`), {recursive: true});
      fs.writeFileSync(path.join(dir, source), `package case${index};\n${code}`);
      return source;
    });
    await build('javac', ['-cp', classPath(dir), '-d', 'classes', ...sources], dir);
    return codes.map((_, index) => ({
      command: 'java',
      args: [
        ...trustFlags(trust),
        '-cp',
        classPath(path.join(dir, 'classes')),
        `case${index}.${className}`,
      ],
      cwd: dir,
      env: trustEnv(trust),
    }));
  },
  async prepareProgram(dir, sample, code, trust) {
    const file = sampleFileName(sample, 'Sample.java');
    fs.writeFileSync(path.join(dir, file), code);
    return {
      command: 'java',
      args: [...trustFlags(trust), '-cp', classPath(dir), file],
      cwd: dir,
      env: trustEnv(trust),
    };
  },
};
