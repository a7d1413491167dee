# A composite key is unique as a whole: titles or parameters giving different keys are fine,
# a parameter given explicitly wins over the title's part, and an unset part (no region) differs.
svc_endpoint { 'RegionOne/nova::compute': }
svc_endpoint { 'RegionTwo/nova::compute': }
svc_endpoint { 'x/nova::compute': region => 'RegionThree' }
svc_endpoint { 'nova::compute': }
svc_endpoint { 'nova': kind => 'admin' }
