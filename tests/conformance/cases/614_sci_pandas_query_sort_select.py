# Selection idioms: query with @variables, boolean masks with isin/between, loc/iloc,
# nlargest/nsmallest, sort_values on two keys, idxmax, and a SettingWithCopyWarning-free
# .loc assignment.
import io
import pandas as pd

cars = pd.read_csv(io.StringIO("""model,make,mpg,hp,year
Civic,Honda,36,158,2021
Accord,Honda,32,192,2020
Corolla,Toyota,34,139,2022
Camry,Toyota,28,203,2021
Mustang,Ford,21,310,2019
F150,Ford,20,400,2022
Model3,Tesla,130,283,2021
Golf,VW,33,147,2020
"""))
min_mpg = 30
print(cars.query("mpg > @min_mpg and year >= 2021"))
print(cars[cars["make"].isin(["Ford", "VW"]) & cars["hp"].between(140, 320)])
print(cars.nlargest(3, "hp")[["model", "hp"]])
print(cars.nsmallest(2, "mpg"))
print(cars.sort_values(["make", "mpg"], ascending=[True, False]).head(5))
print(cars.loc[cars["hp"].idxmax(), "model"], cars.iloc[2:4, [0, 2]])
cars.loc[cars["make"] == "Tesla", "mpg"] = None
print(cars["mpg"].mean())
print(cars.set_index("model").loc[["Civic", "Golf"], ["mpg", "hp"]])
cars.groupby("make")["hp"].max().sort_values(ascending=False)
