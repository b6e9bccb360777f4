import typing
from typing import List, Dict, Optional, Union, Tuple
[typing.get_origin(List[int]) is list, typing.get_args(Dict[str, int]) == (str, int), typing.get_args(Optional[int]) == (int, type(None)),
 str(Union[int, str]), str(Tuple[int, ...]), typing.get_origin(list[int]) is list, str(list[int]), str(int | None)]
