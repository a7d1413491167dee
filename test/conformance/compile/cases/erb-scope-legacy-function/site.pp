# A template calls a function a module ships for Puppet's 3.x API as a method of the scope.
notify { 'erb': message => template('stdlib/t.erb') }
