# A title none of the type's title patterns matches fails the resource statement.
notify { 'before': }
kv_entry { 'verbose=true': }
kv_entry { 'no-equals-sign': }
