Notify { message => 'defaulted' }
notify { 'a': }
notify { 'b': message => 'own' }
