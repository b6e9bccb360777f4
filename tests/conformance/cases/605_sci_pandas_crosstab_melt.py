# crosstab (counts, margins, normalize by row), melt from wide to long and pivot back.
import io
import pandas as pd

survey = pd.read_csv(io.StringIO("""person,gender,answer,age_group
p1,F,yes,18-30
p2,M,no,31-50
p3,F,yes,31-50
p4,F,no,51+
p5,M,yes,18-30
p6,M,yes,51+
p7,F,yes,18-30
p8,M,no,18-30
"""))
ct = pd.crosstab(survey["gender"], survey["answer"], margins=True)
print(ct)
print(pd.crosstab(survey.gender, survey.answer, normalize="index").round(3))
print(pd.crosstab(survey.age_group, [survey.gender, survey.answer]))

wide = pd.DataFrame({"student": ["ann", "bob", "cy"],
                     "math": [90, 72, 85], "physics": [88, 65, 91], "art": [70, 95, 60]})
long = wide.melt(id_vars="student", var_name="subject", value_name="score")
print(long)
back = long.pivot(index="student", columns="subject", values="score")
print(back)
print(long.groupby("subject")["score"].agg(["mean", "std"]).round(2))
long.sort_values(["student", "score"], ascending=[True, False]).reset_index(drop=True)
