notify { 'e1': message => ((default <= '1e2') > [1, 2, 3]) }
