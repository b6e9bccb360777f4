# A text-statistics script: word frequencies, sentence and word lengths, readability,
# longest words, bigrams, character classes; formatted report.
import re
import string
from collections import Counter
from statistics import mean, median

TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair. We had everything before us; we had nothing before us!
Were we all going direct to Heaven? We were all going direct the other way."""

STOPWORDS = {"it", "was", "the", "of", "we", "to", "us", "all"}

def sentences(text):
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]

def words(text):
    return re.findall(r"[a-z']+", text.lower())

def syllables(word):
    groups = re.findall(r"[aeiouy]+", word)
    count = len(groups)
    if word.endswith("e") and count > 1:
        count -= 1
    return max(count, 1)

sents = sentences(TEXT)
ws = words(TEXT)
freq = Counter(w for w in ws if w not in STOPWORDS)
print(f"Sentences: {len(sents)}")
print(f"Words: {len(ws)}  Unique: {len(set(ws))}")
print(f"Average word length: {mean(len(w) for w in ws):.2f}")
print(f"Median sentence length: {median(len(words(s)) for s in sents)}")
total_syllables = sum(syllables(w) for w in ws)
flesch = 206.835 - 1.015 * (len(ws) / len(sents)) - 84.6 * (total_syllables / len(ws))
print(f"Flesch reading ease: {flesch:.1f}")
print("Top words:")
for word, count in freq.most_common(5):
    print(f"  {word:<12}{count:>3} {'#' * count}")
longest = sorted(set(ws), key=lambda w: (-len(w), w))[:3]
print("Longest:", ", ".join(longest))
bigrams = Counter(zip(ws, ws[1:]))
print("Top bigrams:", [" ".join(b) for b, _ in bigrams.most_common(3)])
chars = Counter(c for c in TEXT if not c.isspace())
classes = {
    "letters": sum(v for c, v in chars.items() if c.isalpha()),
    "upper": sum(v for c, v in chars.items() if c.isupper()),
    "punctuation": sum(v for c, v in chars.items() if c in string.punctuation),
}
print(classes)
first_letters = Counter(w[0] for w in ws)
print(sorted(first_letters.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
lengths = Counter(len(w) for w in ws)
for length in sorted(lengths):
    print(f"{length:2d} | {'*' * lengths[length]}")
result = freq.most_common(3)
