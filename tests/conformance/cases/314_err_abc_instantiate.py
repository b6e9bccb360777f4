import abc
class Base(abc.ABC):
    @abc.abstractmethod
    def run(self): ...
    @abc.abstractmethod
    def stop(self): ...
Base()
