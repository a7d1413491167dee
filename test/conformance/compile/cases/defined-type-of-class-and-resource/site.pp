class notincluded { }
class inc { }
include inc
notify { 'x': message => [defined(Type[Class['notincluded']]), defined(Class['notincluded']), defined(Type[Class['inc']]), defined(Type[Class['nope']]), defined(Type[Notify['x']]), defined(Type[Notify['y']])] }
