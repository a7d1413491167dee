class a { notify { 'a': } }
class b($x = 1) { notify { 'b': message => $x } }
