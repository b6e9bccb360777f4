# Parsing a CSV bank export held in a string: csv.DictReader, Decimal amounts,
# categorisation rules with regexes, monthly and per-category totals with defaultdict,
# running balance, and a fixed-width report.
import csv
import re
from collections import defaultdict
from datetime import datetime
from decimal import Decimal

EXPORT = '''date,description,amount
2024-01-03,SALARY ACME CORP,3200.00
2024-01-05,RENT JANUARY,-1250.00
2024-01-07,GROCERY MART #123,-84.37
2024-01-15,COFFEE CORNER,-4.50
2024-01-21,GROCERY MART #456,-102.10
2024-02-01,SALARY ACME CORP,3200.00
2024-02-02,RENT FEBRUARY,-1250.00
2024-02-09,ONLINE STORE REFUND,19.99
2024-02-14,"DINNER, ""LA MAISON""",-96.00
2024-02-20,COFFEE CORNER,-5.25
2024-02-28,GYM MEMBERSHIP,-39.99
'''
RULES = [(re.compile(p, re.I), cat) for p, cat in [
    (r"salary", "income"), (r"^rent", "housing"), (r"grocery|mart", "groceries"),
    (r"coffee|dinner|restaurant", "eating out"), (r"refund", "refunds"), (r"gym", "health")]]

def categorize(desc):
    for pat, cat in RULES:
        if pat.search(desc):
            return cat
    return "other"

rows = []
for rec in csv.DictReader(EXPORT.splitlines()):
    rows.append({"date": datetime.strptime(rec["date"], "%Y-%m-%d").date(),
                 "desc": rec["description"], "amount": Decimal(rec["amount"]),
                 "cat": categorize(rec["description"])})
by_month = defaultdict(lambda: defaultdict(Decimal))
for r in rows:
    by_month[r["date"].strftime("%Y-%m")][r["cat"]] += r["amount"]
balance = Decimal("500.00")
print(f"{'Date':<11}{'Description':<24}{'Amount':>10}{'Balance':>11}  Category")
for r in rows:
    balance += r["amount"]
    print(f"{r['date']!s:<11}{r['desc'][:23]:<24}{r['amount']:>10,.2f}{balance:>11,.2f}  {r['cat']}")
for month in sorted(by_month):
    cats = by_month[month]
    income = sum(v for v in cats.values() if v > 0)
    spend = -sum(v for v in cats.values() if v < 0)
    top = max((c for c in cats if cats[c] < 0), key=lambda c: -cats[c])
    print(f"{month}: in {income:,.2f} out {spend:,.2f} net {income - spend:+,.2f} biggest={top}")
totals = defaultdict(Decimal)
for r in rows:
    totals[r["cat"]] += r["amount"]
for cat, amt in sorted(totals.items(), key=lambda kv: kv[1]):
    share = (amt / sum(v for v in totals.values() if v < 0) * 100) if amt < 0 else Decimal(0)
    print(f"{cat:<11}{amt:>10,.2f} {share:6.1f}%")
result = {cat: str(v) for cat, v in totals.items()}
