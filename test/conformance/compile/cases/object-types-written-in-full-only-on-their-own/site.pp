notify { 'n01': message => String(Object) }
notify { 'n02': message => String([Error, TypeSet]) }
notify { 'n03': message => String(Variant[Deferred, Error, Object, TypeSet]) }
notify { 'n04': message => String(Optional[Deferred]) }
notify { 'n05': message => String(Type[Deferred]) }
notify { 'n06': message => String({Deferred => Error}) }
notify { 'n07': message => String(Error, '%p') }
notify { 'n08': message => String(Error =~ Type[Object]) }
