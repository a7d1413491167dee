# An explicit parameter overrides the title's part, and the resulting key clashes.
svc_endpoint { 'RegionOne/nova::compute': }
svc_endpoint { 'RegionTwo/nova::compute': region => 'RegionOne' }
