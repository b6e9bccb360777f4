# technique: import socket (open a socket)
# expect: ModuleNotFoundError: import of 'socket' is not allowed; allowed: 
import socket
socket.create_connection(('127.0.0.1', 22))
