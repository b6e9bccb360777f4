# Tic-tac-toe with a minimax AI (alpha-beta pruning and a memo keyed by board state):
# best moves for given positions, a full self-play game, and the count of reachable
# positions.
from functools import lru_cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

def winner(board):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return "draw" if "." not in board else None

def moves(board):
    return [i for i, c in enumerate(board) if c == "."]

def play(board, i, player):
    return board[:i] + player + board[i + 1:]

@lru_cache(maxsize=None)
def minimax(board, player):
    w = winner(board)
    if w == "X":
        return 1, None
    if w == "O":
        return -1, None
    if w == "draw":
        return 0, None
    best = None
    for i in moves(board):
        score, _ = minimax(play(board, i, player), "O" if player == "X" else "X")
        if best is None or (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
            best = (score, i)
    return best

def alphabeta(board, player, alpha=-2, beta=2, stats=None):
    if stats is not None:
        stats[0] += 1
    w = winner(board)
    if w:
        return {"X": 1, "O": -1, "draw": 0}[w]
    if player == "X":
        value = -2
        for i in moves(board):
            value = max(value, alphabeta(play(board, i, "X"), "O", alpha, beta, stats))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return value
    value = 2
    for i in moves(board):
        value = min(value, alphabeta(play(board, i, "O"), "X", alpha, beta, stats))
        beta = min(beta, value)
        if alpha >= beta:
            break
    return value

def show(board):
    return "\n".join(" ".join(board[r * 3:r * 3 + 3]) for r in range(3))

print(minimax("." * 9, "X"), minimax.cache_info().currsize)
for b, p in [("XX.OO....", "X"), ("XX.OO....", "O"), ("X...O...X", "O"), ("XOXOXO...", "X")]:
    print(b, p, minimax(b, p))
board, player, history = "." * 9, "X", []
while not winner(board):
    _, move = minimax(board, player)
    history.append(move)
    board = play(board, move, player)
    player = "O" if player == "X" else "X"
print(show(board))
print("result:", winner(board), "moves:", history)
stats = [0]
print("alphabeta:", alphabeta("." * 9, "X", stats=stats), "nodes:", stats[0])
def reachable(board="." * 9, player="X", seen=None):
    seen = set() if seen is None else seen
    if board in seen:
        return seen
    seen.add(board)
    if not winner(board):
        for i in moves(board):
            reachable(play(board, i, player), "O" if player == "X" else "X", seen)
    return seen
print("positions:", len(reachable()))
