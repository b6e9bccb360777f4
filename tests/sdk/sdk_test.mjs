#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// End-to-end test of safepy with the OFFICIAL MCP TypeScript SDK client (v1, pinned in
// package.json): StdioClientTransport spawns `safepy mcp`, Client does the handshake,
// lists the tools and calls run_python. callTool() validates structuredContent against
// the declared outputSchema (also for isError results), so every call below also checks
// the schema. Usage: node sdk_test.mjs [path/to/safepy]   (default: $SAFEPY)
// Exit 0 when every check passed, 1 with a message on the first failure.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { execFileSync } from "node:child_process";

const safepy = process.argv[2] || process.env.SAFEPY;
if (!safepy) {
  console.error("sdk_test: give the safepy binary as argv[1] or in $SAFEPY");
  process.exit(2);
}

let passed = 0;
let phase = "starting";
function check(cond, what, detail) {
  if (!cond) {
    const extra = detail === undefined ? "" : `\n  got: ${JSON.stringify(detail)}`;
    throw new Error(`check failed: ${what}${extra}`);
  }
  passed++;
}

const errors = []; // transport/protocol errors reported by the SDK (bad stdout lines, ...)
const transport = new StdioClientTransport({
  command: safepy,
  args: ["mcp"],
  stderr: process.env.SAFEPY_TEST_STDERR ? "inherit" : "ignore",
  env: {}, // like real hosts: only the SDK's default variables (HOME, PATH, ...)
});
let negotiated = null;
// Client.connect() reports the negotiated version through this optional hook.
transport.setProtocolVersion = (v) => { negotiated = v; };
const client = new Client({ name: "safepy-sdk-test", version: "0.0.0" }, { capabilities: {} });
client.onerror = (e) => errors.push(String(e?.message ?? e));

async function main() {
  phase = "connect (spawn + initialize)";
  await client.connect(transport);
  const child = transport._process; // to see how the server exits on close()
  const exited = new Promise((resolve) => {
    if (!child) resolve(null);
    else child.once("exit", (code, signal) => resolve({ code, signal }));
  });

  check(negotiated === "2025-11-25", "negotiated protocol version is 2025-11-25", negotiated);
  const info = client.getServerVersion();
  check(info && info.name === "safepy" && typeof info.version === "string", "serverInfo", info);
  const caps = client.getServerCapabilities();
  check(caps && typeof caps.tools === "object", "capabilities.tools present", caps);

  phase = "tools/list";
  const { tools, nextCursor } = await client.listTools();
  check(nextCursor === undefined, "one page of tools (no nextCursor)", nextCursor);
  const tool = tools.find((t) => t.name === "run_python");
  check(tool !== undefined, "run_python is listed", tools.map((t) => t.name));
  check(tools.length === 1, "exactly one tool", tools.map((t) => t.name));
  check(tool.inputSchema?.type === "object" && tool.inputSchema.required?.includes("code"),
        "inputSchema requires code", tool.inputSchema);
  const os = tool.outputSchema;
  check(os?.type === "object", "outputSchema is an object schema", os);
  for (const f of ["result", "result_type", "logs", "logs_truncated", "error", "duration_ms"]) {
    check(os.properties && f in os.properties, `outputSchema declares ${f}`, os.properties);
    check(os.required?.includes(f), `outputSchema requires ${f}`, os.required);
  }

  phase = "call: factorial";
  // A successful call. callTool validates structuredContent against the outputSchema.
  let r = await client.callTool({ name: "run_python",
    arguments: { code: 'import math\nprint("hi")\nresult = math.factorial(10)' } });
  let sc = r.structuredContent;
  check(r.isError === false, "success: isError false", r);
  check(sc?.result === 3628800, "success: result 3628800", sc);
  check(sc.result_type === "int", "success: result_type int", sc);
  check(sc.logs === "hi\n", "success: logs 'hi\\n'", sc);
  check(sc.logs_truncated === false, "success: logs_truncated false", sc);
  check(sc.error === null, "success: error null", sc);
  check(typeof sc.duration_ms === "number", "success: duration_ms is a number", sc);
  check(Array.isArray(r.content) && r.content.length === 1 && r.content[0].type === "text",
        "success: one text block", r.content);
  check(JSON.stringify(JSON.parse(r.content[0].text)) === JSON.stringify(sc),
        "success: the text block is structuredContent as JSON", r.content[0].text);

  phase = "call: 1/0";
  // A failing call: still schema-checked by the SDK since structuredContent is present.
  r = await client.callTool({ name: "run_python", arguments: { code: "1/0" } });
  sc = r.structuredContent;
  check(r.isError === true, "1/0: isError true", r);
  check(sc?.error?.type === "ZeroDivisionError", "1/0: error.type ZeroDivisionError", sc);
  check(sc.error.line === 1, "1/0: error.line 1", sc.error);
  check(sc.result === null && sc.result_type === null, "1/0: result and result_type null", sc);
  check(JSON.stringify(JSON.parse(r.content[0].text)) === JSON.stringify(sc),
        "1/0: the text block is structuredContent as JSON", r.content[0].text);

  phase = "call: timeout";
  const t0 = Date.now();
  r = await client.callTool({ name: "run_python", arguments: { code: "while True: pass", timeout_s: 1 } });
  const took = Date.now() - t0;
  sc = r.structuredContent;
  check(r.isError === true, "timeout: isError true", r);
  check(sc?.error?.type === "TimeoutError", "timeout: error.type TimeoutError", sc);
  check(took >= 900 && took < 5000, "timeout: answered about 1 s after the call", took);

  phase = "call: bad arguments";
  // Bad arguments are a tool error (SEP-1303), which the SDK returns normally.
  r = await client.callTool({ name: "run_python", arguments: { code: 42 } });
  check(r.isError === true && r.structuredContent?.error?.type === "InvalidArguments",
        "code 42: InvalidArguments tool error", r);

  phase = "call: session";
  // A named session: the second call uses what the first defined. structuredContent then
  // carries "session", which the SDK validates against the outputSchema like the rest.
  const ip = tool.inputSchema.properties ?? {};
  check(ip.session?.type === "string" && ip.reset?.type === "boolean",
        "inputSchema declares session and reset", ip);
  check(os.properties?.session?.type === "object" && !os.required.includes("session"),
        "outputSchema declares session, optional", os);
  r = await client.callTool({ name: "run_python", arguments: {
    code: "import math\ndef area(r):\n    return math.pi * r * r\nresult = 'defined'", session: "sdk" } });
  sc = r.structuredContent;
  check(r.isError === false && sc?.result === "defined", "session: first call succeeds", sc);
  check(sc.session?.name === "sdk" && sc.session.new === true, "session: first call is new", sc);
  check(JSON.stringify(JSON.parse(r.content[0].text)) === JSON.stringify(sc),
        "session: the text block is structuredContent as JSON", r.content[0].text);
  r = await client.callTool({ name: "run_python", arguments: { code: "round(area(2), 3)", session: "sdk" } });
  sc = r.structuredContent;
  check(r.isError === false && sc?.result === 12.566, "session: the second call uses the first's function", sc);
  check(sc.session?.name === "sdk" && sc.session.new === false, "session: second call is not new", sc);
  r = await client.callTool({ name: "run_python", arguments: { code: "area(2)", session: "sdk", timeout_s: 0 } });
  check(r.isError === true && r.structuredContent?.error?.type === "InvalidArguments",
        "session: a bad argument is still InvalidArguments", r);
  r = await client.callTool({ name: "run_python", arguments: { code: "1/0", session: "sdk" } });
  sc = r.structuredContent;
  check(r.isError === true && sc?.error?.type === "ZeroDivisionError" && sc.session?.new === false,
        "session: an error in a session says so too", sc);
  r = await client.callTool({ name: "run_python", arguments: { code: "area(2)" } });
  sc = r.structuredContent;
  check(r.isError === true && sc?.error?.type === "NameError" && !("session" in sc),
        "session: a call without one sees nothing of it", sc);
  r = await client.callTool({ name: "run_python", arguments: { code: "'area' in globals()", session: "sdk", reset: true } });
  sc = r.structuredContent;
  check(r.isError === false && sc?.result === false && sc.session?.new === true,
        "session: reset starts it afresh", sc);

  phase = "call: matplotlib figure";
  // A figure comes back as an image content block after the text block, and
  // structuredContent.figures (validated by the SDK against the outputSchema) says its size.
  // Only where `safepy policy` says matplotlib is available; the first call naming it
  // starts the science template (seconds; far more on a loaded machine).
  const pol = JSON.parse(execFileSync(safepy, ["policy"], { encoding: "utf8", timeout: 120000 }));
  const mpl = (pol.scientific_imports ?? []).find((e) => e.name === "matplotlib");
  if (!mpl || !String(mpl.state).startsWith("available")) {
    console.log(`sdk_test: SKIPPED the matplotlib figure phase: \`safepy policy\` says matplotlib is ${mpl ? mpl.state : "not listed"}`);
  } else {
    check(os.properties?.figures?.type === "array" && !os.required.includes("figures"),
          "outputSchema declares figures, optional", os.properties?.figures);
    r = await client.callTool({ name: "run_python", arguments: {
      code: "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3], [1, 4, 9])\nplt.title('sdk')\nNone" } },
      undefined, { timeout: 240000 });
    sc = r.structuredContent;
    check(r.isError === false && sc?.error === null, "figure: the call succeeds", sc);
    check(Array.isArray(r.content) && r.content.length === 2, "figure: a text block and one image block",
          r.content?.map((b) => b.type));
    check(r.content[0].type === "text", "figure: the text block comes first", r.content[0].type);
    check(JSON.stringify(JSON.parse(r.content[0].text)) === JSON.stringify(sc),
          "figure: the text block is structuredContent as JSON", r.content[0].text);
    const img = r.content[1];
    check(img.type === "image", "figure: content[1].type is image", img.type);
    check(img.mimeType === "image/png", "figure: mimeType image/png", img.mimeType);
    const png = Buffer.from(img.data, "base64");
    check(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
          "figure: the data is base64 of a PNG", [...png.subarray(0, 8)]);
    check(png.toString("ascii", 12, 16) === "IHDR" && png.readUInt32BE(16) === 640 && png.readUInt32BE(20) === 480,
          "figure: IHDR says 640x480", [png.toString("ascii", 12, 16), png.readUInt32BE(16), png.readUInt32BE(20)]);
    check(Array.isArray(sc.figures) && sc.figures.length === 1 && sc.figures[0].width === 640 &&
          sc.figures[0].height === 480 && sc.figures[0].bytes === png.length && sc.figures_dropped === 0,
          "figure: structuredContent.figures describes the image", { figures: sc.figures, dropped: sc.figures_dropped });
    check(!r.content[0].text.includes(img.data.slice(0, 64)), "figure: the text block does not hold the image");
    r = await client.callTool({ name: "run_python", arguments: { code: "import matplotlib.pyplot as plt\n1" } },
      undefined, { timeout: 240000 });
    check(r.isError === false && r.content.length === 1 && !("figures" in r.structuredContent),
          "figure: a call without a figure has no image and no figures member", r);
  }

  phase = "call: unknown tool";
  // An unknown tool is a JSON-RPC error: the SDK throws McpError -32602.
  let threw = null;
  try {
    await client.callTool({ name: "no_such_tool", arguments: {} });
  } catch (e) {
    threw = e;
  }
  check(threw !== null && threw.code === -32602, "unknown tool: McpError -32602", threw && String(threw));

  phase = "ping";
  await client.ping();
  check(true, "ping answered");

  phase = "close";
  // Close: the SDK ends stdin, waits up to 2 s, then SIGTERM. The server must go at EOF.
  const c0 = Date.now();
  await client.close();
  const closeMs = Date.now() - c0;
  const how = await Promise.race([exited, new Promise((res) => setTimeout(() => res("still running"), 3000))]);
  check(how === null || (how.code === 0 && how.signal === null),
        "server exited with status 0 after stdin EOF", how);
  check(closeMs < 1900, "server exited on stdin EOF before the SDK's SIGTERM (2 s)", closeMs);
  check(errors.length === 0, "no transport or protocol errors reported by the SDK", errors);
}

// Generous: the figure phase may have to start the science template on a loaded machine.
const watchdog = setTimeout(() => {
  console.error(`sdk_test: FAILED: stuck for 280 s during ${phase}`);
  process.exit(1);
}, 280000);
try {
  await main();
  clearTimeout(watchdog);
  console.log(`sdk_test: ${passed} checks passed (official SDK client, @modelcontextprotocol/sdk)`);
  process.exit(0);
} catch (e) {
  clearTimeout(watchdog);
  console.error(`sdk_test: FAILED during ${phase}: ${e?.stack ?? e}`);
  if (errors.length) console.error(`sdk_test: SDK errors: ${JSON.stringify(errors)}`);
  try { await client.close(); } catch {}
  process.exit(1);
}
