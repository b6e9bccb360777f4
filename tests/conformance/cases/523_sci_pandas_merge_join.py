# merge (inner, left with indicator), concat and join; the result is the merged frame.
import pandas as pd

orders = pd.DataFrame({"order_id": [1, 2, 3, 4], "cust": ["c1", "c2", "c1", "c9"],
                       "amount": [20.0, 35.5, 12.25, 99.0]})
customers = pd.DataFrame({"cust": ["c1", "c2", "c3"], "name": ["Ada", "Bo", "Cy"]})
print(orders.merge(customers, on="cust"))
left = orders.merge(customers, on="cust", how="left", indicator=True)
print(left)
print(pd.concat([customers, customers.iloc[:1]], ignore_index=True))
print(customers.set_index("cust").join(orders.groupby("cust")["amount"].sum()))
left
