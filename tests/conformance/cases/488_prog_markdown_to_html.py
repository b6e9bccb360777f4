# A miniature Markdown to HTML converter built on re: headers, emphasis, inline code,
# links, ordered/unordered lists, code blocks, blockquotes and paragraphs, with escaping.
import re
import html

INLINE = [
    (re.compile(r"`([^`]+)`"), lambda m: "<code>%s</code>" % m.group(1)),
    (re.compile(r"\*\*(.+?)\*\*"), lambda m: "<strong>%s</strong>" % m.group(1)),
    (re.compile(r"(?<!\*)\*(?!\*)(.+?)\*"), lambda m: "<em>%s</em>" % m.group(1)),
    (re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)"), lambda m: '<a href="%s">%s</a>' % (m.group(2), m.group(1))),
]

def inline(text):
    text = html.escape(text, quote=False)
    for pat, repl in INLINE:
        text = pat.sub(repl, text)
    return text

def convert(md):
    out, para, list_kind, in_code = [], [], None, False
    def flush_para():
        if para:
            out.append("<p>%s</p>" % inline(" ".join(para)))
            para.clear()
    def close_list():
        nonlocal list_kind
        if list_kind:
            out.append("</%s>" % list_kind)
            list_kind = None
    for line in md.splitlines():
        if line.startswith("```"):
            flush_para(); close_list()
            out.append("</code></pre>" if in_code else "<pre><code>")
            in_code = not in_code
            continue
        if in_code:
            out.append(html.escape(line))
            continue
        if not line.strip():
            flush_para(); close_list()
            continue
        if m := re.match(r"(#{1,6})\s+(.*)", line):
            flush_para(); close_list()
            level = len(m.group(1))
            slug = re.sub(r"[^a-z0-9]+", "-", m.group(2).lower()).strip("-")
            out.append('<h%d id="%s">%s</h%d>' % (level, slug, inline(m.group(2)), level))
        elif m := re.match(r"\s*([-*]|\d+\.)\s+(.*)", line):
            flush_para()
            kind = "ol" if m.group(1)[0].isdigit() else "ul"
            if kind != list_kind:
                close_list()
                out.append("<%s>" % kind)
                list_kind = kind
            out.append("  <li>%s</li>" % inline(m.group(2)))
        elif line.startswith(">"):
            flush_para(); close_list()
            out.append("<blockquote>%s</blockquote>" % inline(line.lstrip("> ")))
        else:
            close_list()
            para.append(line.strip())
    flush_para(); close_list()
    return "\n".join(out)

DOC = """# Release *notes* v2

This release adds **fast paths** and fixes `x < y` bugs.
See [the docs](https://example.org/docs) for more.

## Changes
- New *parser* & lexer
- Faster **startup**
1. Upgrade
2. Restart

> Note: back up <data> first.

```
if a < b and c > d:
    print("ok")
```
Trailing paragraph with a * lone star.
"""
print(convert(DOC))
print(inline("**bold *and* italic** `<tag>` [x](y)"))
