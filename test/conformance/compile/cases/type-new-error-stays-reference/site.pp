notify { 'a': message => String(Type('Error')) }
notify { 'b': message => String(Type('Optional[Error]')) }
notify { 'c': message => String(Type('Error') == Error) }
notify { 'd': message => String(assert_type('Optional[Error]', undef)) }
