class a($h = {}) { notify { 'a': message => $h } }
include a
