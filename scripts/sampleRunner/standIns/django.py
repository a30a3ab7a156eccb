# The smallest stand-in of Django a docs helper needs: real Django (Debian's python3-django),
# configured in code with the two settings the recipe adds, read from the environment as the
# recipe's settings module does.
import os

import django
from django.conf import settings

settings.configure(
    BRAMBLE_SITE_KEY=os.environ["BRAMBLE_SITE_KEY"],
    BRAMBLE_SECRET_KEY=os.environ["BRAMBLE_SECRET_KEY"],
    LOGGING_CONFIG=None,
)
django.setup()
