@@notify { 'exp': message => 'x' }
notify { 'normal': }
