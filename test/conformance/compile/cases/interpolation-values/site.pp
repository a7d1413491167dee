$u = undef
notify { 'a': message => "[${u}] ${[1, 'a']} ${1.0} ${{ 'a' => 1 }}" }
