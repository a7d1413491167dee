# A title none of the type's title patterns matches fails the resource statement.
notify { 'before': }
svc_pair { 'no-at-sign': }
