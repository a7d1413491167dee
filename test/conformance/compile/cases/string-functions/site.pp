notify { 'u': message => upcase('abc') }
notify { 'd': message => downcase('ABC') }
notify { 's': message => split('a,b,,c', ',') }
notify { 'v': message => versioncmp('1.10', '1.9') }
