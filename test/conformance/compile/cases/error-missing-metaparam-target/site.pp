notify { 'a': before => Notify['missing'] }
