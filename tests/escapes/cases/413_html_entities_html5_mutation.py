# technique: html.entities.html5 (public name of the html.entities submodule reachable through the html proxy) is html's real, mutable entity table; user code rewrites entries and the real html.unescape (used by any privileged caller) returns attacker-chosen text
# expect: any
import html
html.entities.html5['amp;'] = '<PWNED>'
html.entities.name2codepoint['amp'] = 0x41
r = html.unescape('a &amp; b')
if r != 'a & b':
    raise RuntimeError('the real entity table changed: %r' % r)
print(r)
