# typing.dataclass_transform() marks a metaclass, a base class or a decorator (PEP 681);
# on a metaclass the sandbox refused the mark (every __dataclass_* name was refused on
# metaclasses; only __dataclass_fields__/__params__ matter to dataclasses).
import dataclasses
import typing


@typing.dataclass_transform(kw_only_default=True)
class ModelMeta(type):
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        return dataclasses.dataclass(cls)


class Model(metaclass=ModelMeta):
    pass


class Point(Model):
    x: int = 0
    y: int = 0


@typing.dataclass_transform()
class Base:
    def __init_subclass__(cls, **kw):
        dataclasses.dataclass(cls)


class Item(Base):
    name: str = "a"


@typing.dataclass_transform(eq_default=False)
def model(cls):
    return dataclasses.dataclass(cls)


@model
class Tag:
    label: str = "t"


print(Point(1, 2), Item("b"), Tag("u"))
print(dataclasses.is_dataclass(ModelMeta), dataclasses.is_dataclass(Point))
result = [Point(3).x, Item().name, Tag().label]
