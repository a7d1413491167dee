class a(Mod::Port $p = 8080) { notify { 'p': message => $p } }
include a
