@@notify { 'e': message => 'x' }
notify { 'n': }
Notify <<| |>>
