# Joining two small tables every way a model tries: inner, left with indicator, outer,
# merge on differently named keys, join on the index, and validate=.
import io
import pandas as pd

customers = pd.read_csv(io.StringIO("""customer_id,name,city
1,Ann,Paris
2,Ben,Berlin
3,Cleo,Rome
4,Dev,Madrid
"""))
orders = pd.read_csv(io.StringIO("""order_id,cust,amount
100,1,25.5
101,1,13.0
102,3,99.9
103,5,10.0
104,2,42.0
"""))
inner = customers.merge(orders, left_on="customer_id", right_on="cust")
print(inner)
left = pd.merge(customers, orders, left_on="customer_id", right_on="cust", how="left", indicator=True)
print(left)
print(left["_merge"].value_counts())
outer = customers.merge(orders.rename(columns={"cust": "customer_id"}), on="customer_id", how="outer")
print(outer.sort_values("customer_id").to_string())
totals = orders.groupby("cust")["amount"].sum().rename("total")
joined = customers.set_index("customer_id").join(totals)
print(joined)
try:
    customers.merge(orders, left_on="customer_id", right_on="cust", validate="one_to_one")
except Exception as e:
    print(type(e).__name__, e)
joined.fillna({"total": 0})
