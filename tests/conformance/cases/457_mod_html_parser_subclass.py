# html is allowed; its parser submodule is the usual way to walk markup.
from html.parser import HTMLParser

class LinkCollector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.text = [], []
    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.links.append(dict(attrs).get("href"))
    def handle_data(self, data):
        if data.strip():
            self.text.append(data.strip())
p = LinkCollector()
p.feed('<p>See <a href="/x">x</a> and <a href="https://e.org">e &amp; f</a>.</p>')
print(p.links, p.text)
