notify { 'a': colour => 'red' }
