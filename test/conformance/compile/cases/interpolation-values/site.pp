$u = undef
$f = 1.0
notify { 'a': message => "[${u}] ${[1, 'a']} ${f} ${{ 'a' => 1 }}" }
